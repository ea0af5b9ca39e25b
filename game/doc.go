// Package game is the rules engine of Cego (Badisches Tarock), the tarot card
// game of the Black Forest, as specified in RULES.md.
//
// It knows the 54-card pack, dealing, the whole auction, the exchange
// (Legage), trick play and settlement, for four and three players. A deal is
// a State that advances by Actions (RULES §16): every decision, even a forced
// one, is one Action taken by the seat whose turn it is. The package imports
// only the standard library; bots, saves and the user interface all speak this
// action language.
//
// German game terms are kept where they are the real names:
//
//   - Gstiess (Gstieß): the highest trump, a fiddler; not an Excuse.
//   - Mond: trump 21. Geiss (Geiß): trump 1. Together with the Gstieß the Trull.
//   - Blinde: the blind, 10 face-down cards (12 with three players).
//   - Legage: the cards a declarer lays aside; they count for him.
//   - Leere: a pip card (red 1–4, black 10–7).
//   - Vorhand: the player after the dealer; bids first.
//   - Raeuber (Räuber): every player for himself, most card points loses.
//   - mein: "mine", holding the rung a challenger just bid.
//
// Seats are numbered in playing order: seat s+1 (mod n) plays after seat s.
// Vorhand is the seat after the dealer.
//
// Regional rules: the zero Rules are the defaults of RULES.md; every
// variant of RULES §11 is a field of Rules (Options lists them with their
// IDs, German names and explanations), the presets of §11.1 come from
// Preset, and a Profile is the small JSON file a player shares. Options add
// calls to the action language (offen, ulti…, hosen-rum-N; see Action) and
// contracts (Zwikkolo … Pascha); with the default rules none of them occurs.
// Amounts marked HouseValue in Options are this app's placeholders where no
// source gives one.
//
// Network play: a View is what one seat may know, and it is all a guest's
// program receives. It travels as versioned JSON (View.MarshalJSON; the
// reader accepts only views some deal could show), View.ConsistentDeal
// builds a whole deal that shows the seat exactly that view (the hidden
// cards placed at random), from which SittingFromDeals builds the guest's
// mirror of the host's sitting, and View.Check refuses an action with the
// very sentence the host's engine would.
package game
