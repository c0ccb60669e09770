/// Where the training sessions run: neither the audio thread nor the screen's thread.
@globalActor
public actor TrainingActor {
    public static let shared = TrainingActor()
}
