import UIKit

final class HomePresenter {
    private var view: HomeViewInterface
    private let interactor: HomeInteractorInterface
    private let wireframe: HomeWireframeInterface
    private var shows: [String] = []

    init(view: HomeViewInterface, interactor: HomeInteractorInterface, wireframe: HomeWireframeInterface) {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }

    var tint: UIColor { .systemBlue }
}

extension HomePresenter: HomePresenterInterface {
    var numberOfItems: Int { shows.count }

    func itemSelected(at index: Int) {
        wireframe.navigateToDetails(id: shows[index])
    }

    func load() {
        interactor.getShows { [weak self] result in
            guard let self else { return }
            if case .success(let shows) = result { self.shows = shows }
            self.view.reloadData()
        }
    }
}
