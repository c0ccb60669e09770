/// A studio session manager (Non Session Manager and its kin) as Peach joins it: announce, wait to be
/// opened in a session folder under a client name, answer saves, say why it cannot start.
public protocol SessionManager: Sendable {
    /// `name`: the name Peach's audio client would have; `executable`: how Peach was started.
    func announce(name: String, executable: String) throws
    func waitToBeOpened() throws -> SessionOpen
    /// The open is done.
    func opened(_ message: String)
    /// The open failed, and why.
    func failed(_ failure: SessionFailure, _ message: String)
    /// Answers every save from now on with what `save` says.
    func serveSaves(_ save: @escaping @Sendable () -> SessionSaveReply)
    func close()
}
