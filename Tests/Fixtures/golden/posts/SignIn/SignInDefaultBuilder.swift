// Created by viperc from posts/SignIn.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

@MainActor final class SignInDefaultBuilder {
    /// Creates the SignIn module and wires its components together.
    static func build(dependencies: ModuleDependencies) -> UIViewController {
        let view = SignInDefaultView()
        let interactor = SignInDefaultInteractor(authClient: dependencies.authClient)
        let router = SignInDefaultRouter(viewController: view, dependencies: dependencies)
        let presenter = SignInDefaultPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        router.presenter = presenter
        return view
    }
}
