// Created by viperc from tvshows/Home.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

final class HomeViewController: UIViewController {
    var presenter: HomePresenterInterface!
}

// MARK: - HomeViewInterface

extension HomeViewController: HomeViewInterface {
    func reloadData() {}

    func showProgressHUD() {}

    func hideProgressHUD() {}
}
