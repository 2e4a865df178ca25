// Created by viperc from tvshows/Login.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Foundation

@MainActor final class LoginInteractor {
    private let userService: UserService

    init(userService: UserService) {
        self.userService = userService
    }
}

// MARK: - LoginInteractorInterface

extension LoginInteractor: LoginInteractorInterface {
    func login(email: String, password: String, completion: @escaping (Result<User, Error>) -> Void) {}

    func register(email: String, password: String, completion: @escaping (Result<User, Error>) -> Void) {}
}
