/// viperc's version, in one place: `viperc --version`, SARIF's tool version and the build
/// record's key read it; a release sets it (semantic versioning).
public enum Version {
    public static let current = "0.2.0"
}
