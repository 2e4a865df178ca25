// Created by viperc from articles/Articles.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

final class ArticlesViewController: UIViewController {
    var eventHandler: ArticlesModuleInterface!
}

// MARK: - ArticlesViewInterface

extension ArticlesViewController: ArticlesViewInterface {
    func show(articles: [ArticleSummary]) {}

    func showEmptyState() {}
}
