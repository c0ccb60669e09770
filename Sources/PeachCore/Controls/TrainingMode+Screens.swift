extension TrainingMode {
    /// No discipline running (the start screen, the settings): a note means what a learned
    /// control or the keyboard's split says, as in the pitch disciplines' answers.
    public static let screens = TrainingMode("screens", notes: .answer)
}
