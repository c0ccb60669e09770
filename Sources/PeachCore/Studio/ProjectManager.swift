/// A studio session manager (Non Session Manager and its kin) as Peach joins it: announce, wait to be
/// opened in a session folder under a client name, answer saves, say why it cannot start.
/// What such a manager calls a session is a *project* in Peach's names (`ProjectOpen`,
/// `ProjectJoin`, …): in Peach a session is a training session, and nothing else.
public protocol ProjectManager: Sendable {
    /// `name`: the name Peach's audio client would have; `executable`: how Peach was started.
    func announce(name: String, executable: String) throws
    func waitToBeOpened() throws -> ProjectOpen
    /// The open is done.
    func opened(_ message: String)
    /// The open failed, and why.
    func failed(_ failure: ProjectFailure, _ message: String)
    /// Answers every save from now on with what `save` says.
    func serveSaves(_ save: @escaping @Sendable () -> ProjectSaveReply)
    func close()
}
