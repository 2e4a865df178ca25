import UIKit

final class HomeWireframe: BaseWireframe<HomeViewController> {
    static func makeModule(userService: UserService) -> HomeViewController {
        let view = HomeViewController()
        let wireframe = HomeWireframe(viewController: view)
        let interactor = HomeInteractor(userService: userService)
        let presenter = HomePresenter(view: view, interactor: interactor, wireframe: wireframe)
        view.presenter = presenter
        return view
    }
}

extension HomeWireframe: HomeWireframeInterface {
    func navigateToDetails(id: String) {
        let details = DetailsWireframe.makeModule(id: id)
        navigationController?.pushViewController(details, animated: true)
    }
}
