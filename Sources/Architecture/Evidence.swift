/// Why a type was placed where it is, strongest first.
public struct Evidence: Sendable, Equatable, Comparable {
    public enum Kind: String, Sendable, Comparable, CaseIterable {
        case spec, assembly, conformance, folder, name

        public static func < (a: Kind, b: Kind) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    public var kind: Kind
    /// What the evidence is: the assembling type, the protocol, the folder or the name prefix.
    public var detail: String

    public static func < (a: Evidence, b: Evidence) -> Bool {
        a.kind != b.kind ? a.kind < b.kind : a.detail < b.detail
    }

    public var description: String {
        switch kind {
        case .spec: "named in spec '\(detail)'"
        case .assembly: "assembled by '\(detail)'"
        case .conformance: "conforms to '\(detail)'"
        case .folder: "in module folder '\(detail)'"
        case .name: "named like module '\(detail)'"
        }
    }

    public init(kind: Kind, detail: String) {
        self.kind = kind
        self.detail = detail
    }
}
