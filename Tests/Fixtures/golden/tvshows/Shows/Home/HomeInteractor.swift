// Created by viperc from tvshows/Home.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Foundation

@MainActor final class HomeInteractor {
    private let userService: UserService
    private let showService: ShowService

    init(userService: UserService, showService: ShowService) {
        self.userService = userService
        self.showService = showService
    }
}

// MARK: - HomeInteractorInterface

extension HomeInteractor: HomeInteractorInterface {
    func getShows(_ completion: @escaping (Result<[Show], Error>) -> Void) {}

    func logout() {}
}
