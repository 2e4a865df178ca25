import UIKit

final class DetailsViewController: UIViewController {
    var presenter: DetailsPresenter!
}

final class DetailsPresenter {
    private weak var view: DetailsViewController?
    // viperc:disable:next cross-module-reach-in - shares Home's cache until the service exists
    private let homeInteractor = HomeInteractor(userService: UserAPIService())
    private let interactor: DetailsInteractor
    private let id: String

    init(view: DetailsViewController, interactor: DetailsInteractor, id: String) {
        self.view = view
        self.interactor = interactor
        self.id = id
    }

    func close() {
        // viperc:disable:next view-references-router
        _ = HomePresenter.self
    }
}

final class DetailsInteractor {
    var output: DetailsPresenter?
}

final class DetailsWireframe {
    weak var viewController: UIViewController?

    static func makeModule(id: String) -> UIViewController {
        let view = DetailsViewController()
        let interactor = DetailsInteractor()
        let presenter = DetailsPresenter(view: view, interactor: interactor, id: id)
        view.presenter = presenter
        interactor.output = presenter
        return view
    }
}
