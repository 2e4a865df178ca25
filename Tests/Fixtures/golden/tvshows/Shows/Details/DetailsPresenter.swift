// Created by viperc from tvshows/Details.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Foundation

@MainActor final class DetailsPresenter {
    private unowned let view: DetailsViewInterface
    private let interactor: DetailsInteractorInterface
    private let wireframe: DetailsWireframeInterface
    private let formatter: DetailsFormatterInterface
    private let id: String

    init(view: DetailsViewInterface, interactor: DetailsInteractorInterface, wireframe: DetailsWireframeInterface, formatter: DetailsFormatterInterface, id: String) {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
        self.formatter = formatter
        self.id = id
    }
}

// MARK: - DetailsPresenterInterface

extension DetailsPresenter: DetailsPresenterInterface {
    var numberOfEpisodes: Int {
        fatalError("'numberOfEpisodes' is not implemented yet")
    }

    func viewDidLoad() {}

    func episode(at index: Int) -> Episode {
        fatalError("'episode' is not implemented yet")
    }

    func backTapped() {}
}
