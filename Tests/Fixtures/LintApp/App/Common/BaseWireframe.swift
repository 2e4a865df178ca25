import UIKit

protocol WireframeInterface: AnyObject {}

class BaseWireframe<ViewController> where ViewController: UIViewController {
    private unowned var _viewController: ViewController

    // Kept strongly until the module is first shown, then released.
    private var temporaryStoredViewController: ViewController?

    init(viewController: ViewController) {
        temporaryStoredViewController = viewController
        _viewController = viewController
    }
}

extension BaseWireframe {
    var viewController: ViewController {
        defer { temporaryStoredViewController = nil }
        return _viewController
    }

    var navigationController: UINavigationController? {
        viewController.navigationController
    }
}
