/// What Peach answers a save: the file is there and reads back, or why not.
public enum ProjectSaveReply: Sendable, Equatable {
    case saved(String)
    case failed(String)
}
