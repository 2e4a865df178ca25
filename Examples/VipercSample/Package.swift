// swift-tools-version:6.0
import PackageDescription

// A package that uses both viperc plugins:
//   swift build                      generates the VIPER interfaces of Sources/Shows/*.viper.yaml
//                                    (the VipercBuild build-tool plugin) and compiles them with
//                                    the hand-written components
//   swift package viperc-lint        lints Sources/Shows (the VipercLint command plugin)
// In your own package, depend on viperc by URL instead of by path.
let package = Package(
    name: "VipercSample",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "viperc", path: "../..")
    ],
    targets: [
        .target(
            name: "Shows",
            plugins: [.plugin(name: "VipercBuild", package: "viperc")]
        )
    ]
)
