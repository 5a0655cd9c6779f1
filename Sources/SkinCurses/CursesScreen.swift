import CNcurses
import SkinKit
import SkinUI
