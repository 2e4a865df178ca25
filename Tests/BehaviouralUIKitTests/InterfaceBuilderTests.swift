import BehaviouralUIKit
import Foundation
import TestSupport
import Testing

final class StoryboardScreen: UIViewController {}

/// Storyboards and nibs are read from files, with UIKit's failures: a missing scene or nib
/// raises, an unknown class gives a plain view controller, a nib must connect its view.
@MainActor struct InterfaceBuilderTests {
    func folder(_ files: [String: String]) throws -> String {
        let folder = try Golden.temporaryFolder()
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        return folder
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="a">
                    <objects>
                        <viewController storyboardIdentifier="StoryboardScreen" id="b" customClass="StoryboardScreen" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" id="c"/>
                        </viewController>
                        <viewController storyboardIdentifier="Ghost" id="d" customClass="GhostViewController" customModuleProvider="target"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aSceneIsMadeAsItsClassByIdentifier() throws {
        UIStoryboard.resourceFolders = [try folder(["Main.storyboard": Self.storyboard])]
        UIStoryboard.appModule = "BehaviouralUIKitTests"
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        #expect(storyboard.instantiateViewController(withIdentifier: "StoryboardScreen") is StoryboardScreen)
        // UIKit logs an unknown class and makes a plain view controller.
        UIKitLog.clear()
        let ghost = storyboard.instantiateViewController(withIdentifier: "Ghost")
        #expect(type(of: ghost) == UIViewController.self)
        #expect(UIKitLog.messages.contains { $0.contains("Unknown class GhostViewController") })
    }

    @Test func aNibMustConnectTheViewOutlet() throws {
        let connected = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="StoryboardScreen">
                        <connections>
                            <outlet property="view" destination="v" id="o"/>
                        </connections>
                    </placeholder>
                    <view id="v"/>
                </objects>
            </document>
            """
        UIStoryboard.resourceFolders = [try folder(["Screen.xib": connected])]
        let screen = StoryboardScreen(nibName: "Screen", bundle: nil)
        #expect(screen.view != nil)
        #expect(InterfaceBuilderProbe.viewOutletIsSet(in: connected))
        #expect(
            !InterfaceBuilderProbe.viewOutletIsSet(in: connected.replacingOccurrences(of: "property=\"view\"", with: "property=\"label\"")))
    }
}
