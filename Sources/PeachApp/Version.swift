/// Peach's version: what `peach --version` prints and the info screen shows.
public enum PeachVersion {
    public static let current = "0.1.0"
}
