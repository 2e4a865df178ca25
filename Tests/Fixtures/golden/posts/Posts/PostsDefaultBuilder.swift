// Created by viperc from posts/Posts.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

@MainActor final class PostsDefaultBuilder {
    /// Creates the Posts module and wires its components together.
    static func build(session: Session, dependencies: ModuleDependencies) -> UIViewController {
        let view = PostsDefaultView()
        let interactor = PostsDefaultInteractor(postsClient: dependencies.postsClient)
        let router = PostsDefaultRouter(viewController: view, dependencies: dependencies)
        let presenter = PostsDefaultPresenter(view: view, interactor: interactor, router: router, session: session)
        view.presenter = presenter
        router.presenter = presenter
        return view
    }
}

// MARK: - PostsBuilder

extension PostsDefaultBuilder: PostsBuilder {}
