// Created by viperc from tvshows/Details.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Foundation

@MainActor final class DetailsInteractor {
    private let showService: ShowService

    init(showService: ShowService) {
        self.showService = showService
    }
}

// MARK: - DetailsInteractorInterface

extension DetailsInteractor: DetailsInteractorInterface {
    func getShow(id: String) async throws -> Show {
        fatalError("'getShow' is not implemented yet")
    }

    func getEpisodes(showId: String) async throws -> [Episode] {
        fatalError("'getEpisodes' is not implemented yet")
    }
}
