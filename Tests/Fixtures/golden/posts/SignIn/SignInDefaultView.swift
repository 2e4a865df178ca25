// Created by viperc from posts/SignIn.viper.yaml as a starting point.
// This file is yours: viperc writes it once and never overwrites it.

import UIKit

final class SignInDefaultView: UIViewController {
    var presenter: SignInPresenter!
}

// MARK: - SignInView

extension SignInDefaultView: SignInView {
    func display(error message: String) {}
}
