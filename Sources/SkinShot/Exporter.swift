import SkinKit
import SkinUI
