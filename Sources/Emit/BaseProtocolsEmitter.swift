/// The base-protocols file that a convention's protocols refine, once per output; the built-in
/// `BaseInterfaces` template writes it.
public enum BaseProtocolsEmitter {
    public static let fileName = "VIPERBaseInterfaces.swift"
}
