// Package settingsscreen is the settings dialog: the person's name, the
// cards, the bots' levels, the pace, animations and automatic moves, the
// sound, the language, the beginner's hints, the rules of the next
// sitting and the card faces. Every change is applied and saved at once.
//
// The window fills in what it offers (Offer: its card designs, paces and
// bots' names) and gives the dialog a Host: the settings in effect and
// applying them, the rule profiles' choice and editor, the sitting's
// players, and the window's way of opening and fitting a dialog. The
// package never imports ui.
package settingsscreen
