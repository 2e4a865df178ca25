import Foundation
import TestSupport
import Testing

/// Views made from storyboards and nibs: the files are written once, well formed, with a scene
/// per module; a scene missing from a storyboard the team owns is a warning at the spec.
struct StoryboardTests {
    func viperc(_ arguments: [String], in folder: String) throws -> (status: Int32, stdout: String, stderr: String) {
        // In this process (InProcessTests): no environment or standard input to set here.
        InProcessViperc.run(arguments, in: folder)
    }

    @Test func storyboardsAndNibsAreWrittenOnceAndChecked() throws {
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: Golden.fixtures + "/runtime", toPath: folder + "/specs")
        let first = try viperc(["build", "specs", "--output", "out", "--skeletons"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let storyboard = folder + "/out/Checkout/Checkout.storyboard"
        // Views the specs name by `type:`: the scene and the nib take the spec's name.
        let nib = folder + "/out/Settings/SettingsTableViewController.xib"
        let text = try String(contentsOfFile: storyboard, encoding: .utf8)
        #expect(text.contains("storyboardIdentifier=\"CartScreen\" id=") && text.contains("customClass=\"CheckoutViewController\""))
        #expect(try String(contentsOfFile: nib, encoding: .utf8).contains("<outlet property=\"view\""))
        if let xmllint = SchemaCheck.xmllint {
            let lint = try Golden.run(xmllint, ["--noout", storyboard, nib, folder + "/out/Product/Product.storyboard"])
            #expect(lint.status == 0, "\(lint.stderr)")
        } else if SchemaCheck.toolsRequired {
            Issue.record("xmllint is not installed, so the storyboard and nib were not checked as XML")
        }
        let wireframe = try String(contentsOfFile: folder + "/out/Checkout/Cart/CartNavigator.swift", encoding: .utf8)
        #expect(
            wireframe.contains(
                "let moduleViewController = UIStoryboard(name: \"Checkout\", bundle: nil).instantiateViewController(ofType: CartScreen.self)"
            ))

        // The team edits its storyboard; the next build keeps it and says what it lacks.
        let edited = text.replacingOccurrences(of: "storyboardIdentifier=\"CartScreen\"", with: "storyboardIdentifier=\"Basket\"")
        try edited.write(toFile: storyboard, atomically: true, encoding: .utf8)
        let second = try viperc(["build", "specs", "--output", "out", "--skeletons"], in: folder)
        #expect(second.status == 0)
        #expect(try String(contentsOfFile: storyboard, encoding: .utf8) == edited)
        #expect(
            second.stderr.contains(
                "specs/Cart.viper.yaml:4:1: warning: the storyboard 'out/Checkout/Checkout.storyboard' has no scene with the identifier 'CartScreen'"
            ), "\(second.stderr)")
        #expect(!second.stderr.contains("'CheckoutViewController'"))
    }
}
