import UIKit
import XCTest

final class MockHomeView: HomeViewInterface {
    var presenter: HomePresenterInterface?
    func reloadData() {}
}

final class HomePresenterTests: XCTestCase {
    func testReload() {
        let view = MockHomeView()
        XCTAssertNil(view.presenter)
    }
}
