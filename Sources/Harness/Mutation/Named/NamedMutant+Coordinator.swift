/// MVVM+C's named mutants (prefix `coordinator`, kept from its former name): the same
/// coordinator-side mistakes as VIPER+C's, and the screen-side ones in its screens.
extension NamedMutant {
  private static let root = "Sources/TownsquareCoordinator/"

  static let coordinator: [NamedMutant] =
    [
      NamedMutant(
        "coordinator", "presenterRetainsView",
        file: root + "Screens/EditProfile/EditProfileViewController.swift",
        "EditProfile's view model holds its screen strongly through its change callback, so a "
          + "closed sheet never goes away.",
        .site(
          .strongCapture, within: "viewModel.onChange = { [weak self] in self?.render() }",
          site: "[weak self]"))
    ] + coordinatorSide(variant: "coordinator", root: root, closeSheet: "dismissSheet")
}
