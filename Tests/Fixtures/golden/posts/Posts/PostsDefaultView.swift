// Created by viperc from posts/Posts.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

final class PostsDefaultView: UIViewController {
    var presenter: PostsPresenter!
}

// MARK: - PostsView

extension PostsDefaultView: PostsView {
    func display(posts: [Post]) {}

    func setLoading(_ loading: Bool) {}
}
