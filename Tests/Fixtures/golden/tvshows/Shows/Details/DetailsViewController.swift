// Created by viperc from tvshows/Details.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

final class DetailsViewController: UIViewController {
    var presenter: DetailsPresenterInterface!
}

// MARK: - DetailsViewInterface

extension DetailsViewController: DetailsViewInterface {
    func reloadData() {}

    func setTitle(_ title: String) {}
}
