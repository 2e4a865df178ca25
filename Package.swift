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
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
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
        // The hand-written Swift tokenizer: checks spec signatures and feeds `viperc lint`.
        .target(name: "SwiftLexer", dependencies: ["Diagnostics"]),
        // libyaml wrapped into positioned nodes; no C type leaves this target.
        .target(name: "YAML", dependencies: ["CYaml", "Diagnostics"]),
        .target(name: "SpecParser", dependencies: ["YAML", "SwiftLexer", "Diagnostics"]),
        .target(name: "Emit", dependencies: ["SpecParser", "Diagnostics"]),
        .target(name: "Lint", dependencies: ["SpecParser", "SwiftLexer", "YAML", "Diagnostics"]),
        .executableTarget(
            name: "viperc",
            dependencies: [
                "Emit", "Lint", "SpecParser", "Diagnostics",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `lexer-bench FOLDER`: the tokenizer's throughput on one core.
        .executableTarget(name: "lexer-bench", dependencies: ["SwiftLexer", "Diagnostics"], path: "Benchmarks/LexerBench"),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .testTarget(name: "SpecParserTests", dependencies: ["SpecParser", "YAML", "TestSupport"]),
        .testTarget(name: "LintTests", dependencies: ["Lint", "SwiftLexer", "TestSupport"]),
        .testTarget(name: "EmitTests", dependencies: ["Emit", "SpecParser", "TestSupport"]),
        .testTarget(name: "VipercTests", dependencies: ["TestSupport"]),
    ]
)
