// Created by viperc from posts/NewPost.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

@MainActor final class NewPostDefaultBuilder {
    /// Creates the NewPost module and wires its components together.
    static func build(session: Session, delegate: NewPostDelegate, dependencies: ModuleDependencies) -> UIViewController {
        let view = NewPostDefaultView()
        let interactor = NewPostDefaultInteractor(postsClient: dependencies.postsClient, session: session)
        let router = NewPostDefaultRouter(viewController: view, dependencies: dependencies, delegate: delegate)
        let presenter = NewPostDefaultPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        router.presenter = presenter
        return view
    }
}

// MARK: - NewPostBuilder

extension NewPostDefaultBuilder: NewPostBuilder {}
