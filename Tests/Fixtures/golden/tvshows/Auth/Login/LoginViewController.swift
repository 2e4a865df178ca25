// Created by viperc from tvshows/Login.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

final class LoginViewController: UIViewController {
    var presenter: LoginPresenterInterface!
}

// MARK: - LoginViewInterface

extension LoginViewController: LoginViewInterface {
    func showProgressHUD() {}

    func hideProgressHUD() {}

    func setLoginButton(enabled: Bool) {}
}
