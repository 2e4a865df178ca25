// Created by viperc from posts/SignIn.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import Foundation

@MainActor final class SignInDefaultInteractor {
    private let authClient: AuthClient

    init(authClient: AuthClient) {
        self.authClient = authClient
    }
}

// MARK: - SignInInteractor

extension SignInDefaultInteractor: SignInInteractor {
    func signIn(username: String, password: String) async throws -> Session {
        fatalError("'signIn' is not implemented yet")
    }
}
