/// The release this build is. `--version` prints it and the User-Agent carries it.
public enum Version {
    public static let current = "0.1.0"
}
