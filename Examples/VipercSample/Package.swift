// swift-tools-version:6.0
import PackageDescription

// A package that uses both viperc plugins:
//   swift build                      generates the VIPER interfaces of Sources/Shows/*.viper.yaml
//                                    (the VipercBuild build-tool plugin) and compiles them with
//                                    the hand-written components
//   swift package viperc-lint        lints Sources/Shows (the VipercLint command plugin)
// It depends on the plugins package that viperc's `make release` writes, here a local copy made
// by `make plugin-sample` around the viperc just built. In your own package:
//   .package(url: "https://github.com/OWNER/viperc-plugins", from: "0.2.0")
let package = Package(
    name: "VipercSample",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "viperc-plugins", path: "../../.build/viperc-plugins")
    ],
    targets: [
        .target(
            name: "Shows",
            plugins: [.plugin(name: "VipercBuild", package: "viperc-plugins")]
        )
    ]
)
