// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "viperc",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "viperc", targets: ["viperc"]),
        // For tools outside the product, such as Tools/LexerOracle.
        .library(name: "SwiftLexer", targets: ["SwiftLexer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Team conventions' templates (the language of Sourcery, Tuist and SwiftGen).
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
    ],
    targets: [
        // The system libyaml, found through pkg-config 'yaml-0.1'.
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Locations, diagnostics and their printers; shared by every layer.
        .target(name: "Diagnostics"),
        // What every layer shares that is not a diagnostic: file reading, folder walks, paths,
        // parallel maps, phase timing, suggestions.
        .target(name: "Support"),
        // The hand-written Swift tokenizer: checks spec signatures and feeds `viperc lint`.
        .target(name: "SwiftLexer", dependencies: ["Diagnostics", "Support"]),
        // libyaml wrapped into positioned nodes; no C type leaves this target.
        .target(name: "YAML", dependencies: ["CYaml", "Diagnostics", "Support"]),
        // The architecture model and its vocabulary (roles, ownership, transitions): specs and
        // code both fill it, and emit, docs, lint, drift and drafting read it.
        .target(name: "Architecture", dependencies: ["Diagnostics", "Support"]),
        .target(name: "SpecParser", dependencies: ["Architecture", "YAML", "SwiftLexer", "Diagnostics", "Support"]),
        // The code source of the model: the declaration scanner's file summaries, and recovery
        // of modules, components, references and routes from them.
        .target(name: "CodeSource", dependencies: ["Architecture", "SpecParser", "SwiftLexer", "Diagnostics", "Support"]),
        // Stencil wrapped: templates checked when loaded, rendered with located errors; no
        // Stencil type leaves this target.
        .target(
            name: "Templates",
            dependencies: ["Diagnostics", "Support", .product(name: "Stencil", package: "Stencil")]
        ),
        .target(name: "Emit", dependencies: ["Architecture", "SpecParser", "Templates", "Diagnostics", "Support"]),
        .target(name: "Lint", dependencies: ["Architecture", "CodeSource", "SpecParser", "SwiftLexer", "YAML", "Diagnostics", "Support"]),
        .executableTarget(
            name: "viperc",
            dependencies: [
                "Emit", "Lint", "CodeSource", "SpecParser", "Architecture", "Diagnostics", "Support",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `lexer-bench FOLDER`: the tokenizer's throughput on one core.
        .executableTarget(name: "lexer-bench", dependencies: ["SwiftLexer", "Diagnostics", "Support"], path: "Benchmarks/LexerBench"),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // UIKit's navigation semantics for running generated apps on Linux (Tests/Runtime
        // compiles the same files as a module named 'UIKit'); never shipped.
        .target(name: "BehaviouralUIKit", path: "Tests/BehaviouralUIKit"),
        .testTarget(name: "BehaviouralUIKitTests", dependencies: ["BehaviouralUIKit", "TestSupport"]),
        // Generated apps compiled against the behavioural UIKit and run (Tests/RuntimeDriver).
        .testTarget(name: "RuntimeTests", dependencies: ["Emit", "SpecParser", "Architecture", "Diagnostics", "Support", "TestSupport"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "Support", "TestSupport"]),
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer", "TestSupport"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .testTarget(name: "TemplatesTests", dependencies: ["Templates", "Diagnostics"]),
        .testTarget(name: "SpecParserTests", dependencies: ["SpecParser", "Architecture", "SwiftLexer", "YAML", "TestSupport"]),
        .testTarget(name: "LintTests", dependencies: ["Lint", "CodeSource", "Architecture", "Support", "SwiftLexer", "TestSupport"]),
        .testTarget(name: "EmitTests", dependencies: ["Emit", "SpecParser", "Architecture", "Support", "TestSupport"]),
        // The end-to-end tests run the viperc executable; depending on it makes `swift test` build it.
        .testTarget(name: "VipercTests", dependencies: ["TestSupport", "viperc", "Emit", "Architecture"]),
    ]
)

// The SwiftPM plugins. Teams use them from the plugins package that `make release` writes
// (Tools/release.py), whose viperc is the released artifact bundle: nothing to compile, no
// libyaml. Here they are declared only on request (VIPERC_PLUGINS=1), for a platform with no
// released binary: SwiftPM 6 on Linux compiles a plugin's tool as a second copy of every module
// ("-tool"; swiftlang/swift-package-manager#8275) in every build of the package that declares
// it, which viperc's own builds should not pay for.
if Context.environment["VIPERC_PLUGINS"] == "1" {
    package.products += [
        .plugin(name: "VipercLint", targets: ["VipercLint"]),
        .plugin(name: "VipercBuild", targets: ["VipercBuild"]),
    ]
    package.targets += [
        .plugin(
            name: "VipercLint",
            capability: .command(
                intent: .custom(verb: "viperc-lint", description: "Check the package's Swift code against the VIPER architecture rules."),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "viperc lint writes the reports that --reporter FORMAT:FILE and --write-baseline name.")
                ]
            ),
            dependencies: ["viperc"]
        ),
        .plugin(name: "VipercBuild", capability: .buildTool(), dependencies: ["viperc"]),
    ]
}
