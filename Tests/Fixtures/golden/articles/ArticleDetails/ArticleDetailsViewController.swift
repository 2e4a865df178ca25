// Created by viperc from articles/ArticleDetails.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

final class ArticleDetailsViewController: UIViewController {
    var eventHandler: ArticleDetailsModuleInterface!
}

// MARK: - ArticleDetailsViewInterface

extension ArticleDetailsViewController: ArticleDetailsViewInterface {
    func show(article: Article) {}
}
