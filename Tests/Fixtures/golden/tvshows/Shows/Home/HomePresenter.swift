// Created by viperc from tvshows/Home.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Foundation

@MainActor final class HomePresenter {
    private unowned let view: HomeViewInterface
    private let interactor: HomeInteractorInterface
    private let wireframe: HomeWireframeInterface

    init(view: HomeViewInterface, interactor: HomeInteractorInterface, wireframe: HomeWireframeInterface) {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }
}

// MARK: - HomePresenterInterface

extension HomePresenter: HomePresenterInterface {
    var numberOfItems: Int {
        fatalError("'numberOfItems' is not implemented yet")
    }

    func logout() {}

    func item(at indexPath: IndexPath) -> Show {
        fatalError("'item' is not implemented yet")
    }

    func itemSelected(at indexPath: IndexPath) {}

    func loadShows() {}
}
