// swift-tools-version:6.0
// Compares viperc's tokenizer with swift-syntax's lexer on real Swift code. Not part of the
// product and not built by CI: swift-syntax takes minutes to build. Run Tools/oracle.sh.
import PackageDescription

let package = Package(
    name: "LexerOracle",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(name: "viperc", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "LexerOracle",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftLexer", package: "viperc"),
            ]
        )
    ]
)
