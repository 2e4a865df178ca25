// Created by viperc from posts/NewPost.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

final class NewPostDefaultView: UIViewController {
    var presenter: NewPostPresenter!
}

// MARK: - NewPostView

extension NewPostDefaultView: NewPostView {
    func setSendEnabled(_ enabled: Bool) {}
}
