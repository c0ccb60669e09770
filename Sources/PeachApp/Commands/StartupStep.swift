import PeachCore

/// What Peach does before it trains, in this order: the store before JACK, so that a
/// database that cannot be used ends Peach (status 4) before it joins the graph (status 3).
/// Under a session manager a step that fails is told to the manager too, which shows it
/// where Peach's standard error may be out of sight.
public enum StartupStep: Equatable, Sendable {
    /// The config file at this path (the session's own under a manager).
    case config(String)
    case openRecords
    case readHistory
    case joinJack

    /// A config the session cannot use is the project's fault; the rest are Peach's.
    var failure: ProjectFailure {
        if case .config = self { return .badProject }
        return .general
    }

    /// What the manager hears when the step fails.
    var message: String {
        switch self {
        case let .config(path): "the session's config \(path) cannot be used (Peach's standard error says where)"
        case .openRecords: "Peach's training records cannot be opened (its standard error says why)"
        case .readHistory: "Peach's training records cannot be read (its standard error says why)"
        case .joinJack: "Peach cannot join JACK (its standard error says why)"
        }
    }

    /// `body`'s result; when it throws, the manager hears why (if Peach runs under one) and
    /// `undo` releases what the earlier steps opened, before the error goes on unchanged.
    public func run<Result>(reportingTo session: ProjectJoin?, undo: () -> Void = {}, _ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch {
            session?.failed(failure, message)
            undo()
            throw error
        }
    }
}
