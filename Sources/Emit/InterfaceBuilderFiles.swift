import Diagnostics
import Foundation
import SpecParser
import Support

/// Storyboards and nibs for view controllers whose spec says `from: storyboard` or `from: nib`:
/// written once, like skeletons, with a scene (or a File's Owner) whose class and identifier are
/// set, for the team to lay out in Xcode. IDs are derived from names, so the same specs always
/// give the same bytes.
public enum InterfaceBuilderFiles {
    /// `ViewLoading.swift`: how an assembly takes a view controller from its storyboard.
    public static let loadingFileName = "ViewLoading.swift"

    /// The expression that makes a module's view controller.
    public static func makeView(_ module: ModuleSpec, typeName: String) -> String {
        switch module.viewSource {
        case .code: return "\(typeName)()"
        case .storyboard:
            return
                "UIStoryboard(name: \(Navigation.swiftString(module.storyboardName)), bundle: nil).instantiateViewController(ofType: \(typeName).self)"
        case .nib: return "\(typeName)(nibName: \(Navigation.swiftString(typeName)), bundle: nil)"
        }
    }

    public static func loadingFile() -> SwiftFile {
        let function = SwiftMember.body(
            doc: "The scene whose storyboard identifier is the class's name, as viperc's storyboards set it.",
            header: "func instantiateViewController<ViewController: UIViewController>(ofType type: ViewController.Type) -> ViewController",
            lines: [
                "let identifier = String(describing: type)",
                "guard let viewController = instantiateViewController(withIdentifier: identifier) as? ViewController else {",
                "    preconditionFailure(\"the scene '\\(identifier)' of the storyboard is not a \\(identifier); set its class in Interface Builder\")",
                "}",
                "return viewController",
            ])
        return SwiftFile(
            header: GeneratedHeader.generated(from: nil), imports: ["UIKit"],
            declarations: [.extension(SwiftType(name: "UIStoryboard", members: [function]))])
    }

    /// An Interface Builder object id (`Abc-1d-EfG`), from a name.
    static func id(_ seed: String) -> String {
        let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in seed.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        var characters: [Character] = []
        for index in 0..<8 {
            characters.append(alphabet[Int(hash % UInt64(alphabet.count))])
            hash /= UInt64(alphabet.count)
            if index == 2 || index == 4 { characters.append("-") }
        }
        return String(characters)
    }

    static func attribute(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    static let header = [
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
    ]

    static func dependencies() -> [String] {
        [
            "    <dependencies>",
            "        <plugIn identifier=\"com.apple.InterfaceBuilder.IBCocoaTouchPlugin\" version=\"22685\"/>",
            "        <capability name=\"Safe area layout guides\" minToolsVersion=\"9.0\"/>",
            "        <capability name=\"System colors in document resources\" minToolsVersion=\"11.0\"/>",
            "        <capability name=\"documents saved in the Xcode 8 format\" minToolsVersion=\"8.0\"/>",
            "    </dependencies>",
        ]
    }

    static let resources = [
        "    <resources>",
        "        <systemColor name=\"systemBackgroundColor\">",
        "            <color white=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>",
        "        </systemColor>",
        "    </resources>",
        "</document>",
    ]

    /// A view controller's root view, filling the screen.
    static func view(_ seed: String, indent: String) -> [String] {
        [
            "\(indent)<view key=\"view\" contentMode=\"scaleToFill\" id=\"\(id(seed + ".view"))\">",
            "\(indent)    <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"852\"/>",
            "\(indent)    <autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>",
            "\(indent)    <viewLayoutGuide key=\"safeArea\" id=\"\(id(seed + ".safeArea"))\"/>",
            "\(indent)    <color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>",
            "\(indent)</view>",
        ]
    }

    /// `<Storyboard>.storyboard`: a scene per module, in spec order, each with the module's view
    /// controller class and the class's name as its storyboard identifier.
    public static func storyboard(name: String, scenes: [(module: ModuleSpec, typeName: String)]) -> String {
        var lines = header
        lines.append(
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" toolsVersion=\"22685\" targetRuntime=\"iOS.CocoaTouch\" propertyAccessControl=\"none\" useAutolayout=\"YES\" useTraitCollections=\"YES\" useSafeAreas=\"YES\" colorMatched=\"YES\">"
        )
        lines += dependencies()
        lines.append("    <scenes>")
        for (index, scene) in scenes.enumerated() {
            let type = attribute(scene.typeName)
            let seed = name + "." + scene.typeName
            lines += [
                "        <!--\(type)-->",
                "        <scene sceneID=\"\(id(seed + ".scene"))\">",
                "            <objects>",
                "                <viewController storyboardIdentifier=\"\(type)\" id=\"\(id(seed))\" customClass=\"\(type)\" customModuleProvider=\"target\" sceneMemberID=\"viewController\">",
            ]
            lines += view(seed, indent: "                    ")
            lines += [
                "                </viewController>",
                "                <placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"\(id(seed + ".firstResponder"))\" userLabel=\"First Responder\" customClass=\"UIResponder\" sceneMemberID=\"firstResponder\"/>",
                "            </objects>",
                "            <point key=\"canvasLocation\" x=\"\(index * 500).0\" y=\"0.0\"/>",
                "        </scene>",
            ]
        }
        lines.append("    </scenes>")
        return (lines + resources).joined(separator: "\n") + "\n"
    }

    /// `<ViewController>.xib`: the view controller as File's Owner, its `view` outlet connected.
    public static func nib(typeName: String) -> String {
        let type = attribute(typeName)
        var lines = header
        lines.append(
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" toolsVersion=\"22685\" targetRuntime=\"iOS.CocoaTouch\" propertyAccessControl=\"none\" useAutolayout=\"YES\" useTraitCollections=\"YES\" useSafeAreas=\"YES\" colorMatched=\"YES\">"
        )
        lines += dependencies()
        lines += [
            "    <objects>",
            "        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\" customClass=\"\(type)\" customModuleProvider=\"target\">",
            "            <connections>",
            "                <outlet property=\"view\" destination=\"\(id(typeName + ".view"))\" id=\"\(id(typeName + ".outlet"))\"/>",
            "            </connections>",
            "        </placeholder>",
            "        <placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"-2\" customClass=\"UIResponder\"/>",
        ]
        lines += view(typeName, indent: "        ").map { $0.replacingOccurrences(of: "<view key=\"view\" ", with: "<view ") }
        lines.append("    </objects>")
        return (lines + resources).joined(separator: "\n") + "\n"
    }

    /// Storyboards are written once and then belong to the team, so a module added to a group
    /// later has no scene there until someone adds one: a warning at the module's spec line for
    /// each scene an existing storyboard in `output` lacks (UIKit would raise at run time).
    public static func checkScenes(of project: Project, output: String, engine: DiagnosticEngine) {
        let convention = project.config.convention
        var texts: [String: String?] = [:]
        for module in project.modules where module.viewSource == .storyboard && !module.isTabContainer {
            let name = module.storyboardName
            let path = PathName.join(output, "\(name)/\(name).storyboard")
            if texts[path] == nil {
                texts[path] = FileManager.default.contents(atPath: FileBase.path(path)).map { String(decoding: $0, as: UTF8.self) }
            }
            guard let text = texts[path] ?? nil else { continue }
            let type = module.typeName(.view, convention)
            guard !text.contains("storyboardIdentifier=\"\(attribute(type))\"") else { continue }
            engine.warning(
                "the storyboard '\(path)' has no scene with the identifier '\(type)', so UIKit will raise when '\(module.name.value)' is opened; add a view controller scene there with the class and storyboard ID '\(type)'",
                at: module.components[.view]?.location ?? module.name.location, id: "storyboard-scene-missing")
        }
    }
}
