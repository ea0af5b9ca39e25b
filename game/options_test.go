package game

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// Saves written before the options (format 1, rules with just players and
// scoring) load exactly as before: same totals, same current position, and
// they write back byte for byte. The files were written by the engine of
// commit fac36ce; the expected values are what that engine read from them.
func TestOldSittingFiles(t *testing.T) {
	for _, tc := range []struct {
		file   string
		totals [4]int
		deals  int
		legal  string
		first  [4]int
	}{
		{"testdata/old-match-4p.json", [4]int{72, -40, -32, 0}, 9, "pass einer", [4]int{-2, -2, -2, 6}},
		{"testdata/old-match-3p-online.json", [4]int{-280, 320, -40, 0}, 9, "T2 T8 T9 T10 T14", [4]int{-160, 80, 80, 0}},
	} {
		data, err := os.ReadFile(tc.file)
		if err != nil {
			t.Fatal(err)
		}
		var m Sitting
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%s: %v", tc.file, err)
		}
		st := m.State()
		if m.Totals() != tc.totals || m.DealNumber() != tc.deals || FormatActions(st.Legal()) != tc.legal || m.Deals()[0].Score != tc.first {
			t.Errorf("%s: totals %v, %d deals, legal %q, first %v", tc.file, m.Totals(), m.DealNumber(), FormatActions(st.Legal()), m.Deals()[0].Score)
		}
		out, _ := json.Marshal(&m)
		if string(out) != strings.TrimSpace(string(data)) {
			t.Errorf("%s: does not write back byte for byte:\n%s", tc.file, out)
		}
	}
}

// A sitting with options writes format 2 and reads back the same; a format
// 1 file claiming options is refused.
func TestSittingWithOptions(t *testing.T) {
	for _, p := range Presets() {
		m := playRandomSitting(t, p.Rules, 5, 9)
		data, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		var back Sitting
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("%s: %v\n%s", p.ID, err, data)
		}
		if back.Rules() != p.Rules || back.State() != m.State() || back.Totals() != m.Totals() {
			t.Errorf("%s: the sitting does not read back", p.ID)
		}
		wantFormat := `"format":1,`
		if p.Rules != (Rules{Players: p.Rules.Players}) {
			wantFormat = `"format":2,`
		}
		if !strings.Contains(string(data), wantFormat) {
			t.Errorf("%s: %s", p.ID, data[:60])
		}
	}
	var m Sitting
	err := json.Unmarshal([]byte(`{"format":1,"rules":{"options":["HALBE"]},"deals":[{"dealer":3,"actions":""}]}`), &m)
	if err == nil {
		t.Error("format 1 with options accepted")
	}
	err = json.Unmarshal([]byte(`{"format":2,"rules":{"players":3,"options":["COUNT_PAIRS"]},"deals":[{"dealer":2,"actions":""}]}`), &m)
	if err == nil || !strings.Contains(err.Error(), "COUNT_PAIRS") {
		t.Errorf("pairs with three players: %v", err)
	}
}

// FIVE_AT_TABLE: five people, the dealer sits out and rotates; the
// sitting-out dealer pays or receives as a defender in declarer games and
// not in Räuber or Drescher; the five totals are zero-sum.
func TestFiveAtTable(t *testing.T) {
	r := Rules{FiveAtTable: true, Drescher: true}
	m := playRandomSitting(t, r, 40, 5)
	if m.People() != 5 {
		t.Fatalf("%d people", m.People())
	}
	sum := 0
	for _, v := range m.PersonTotals() {
		sum += v
	}
	if sum != 0 {
		t.Errorf("person totals %v not zero-sum", m.PersonTotals())
	}
	for i, d := range m.Deals() {
		if int(d.Dealer) != (4+i)%5 {
			t.Errorf("deal %d: dealer %d", i+1, d.Dealer)
		}
		out := int(d.Dealer)
		for p, who := range d.People {
			if who == out {
				t.Errorf("deal %d: the dealer plays seat %d", i+1, p)
			}
		}
		sat := d.PersonScore[out]
		switch {
		case d.Result.Contract == Raeuber || d.Result.Contract == Drescher:
			if sat != 0 {
				t.Errorf("deal %d: %v, the dealer sitting out scored %d", i+1, d.Result.Contract, sat)
			}
		case sat != -d.Result.PerSeat:
			t.Errorf("deal %d: %v, the dealer sitting out scored %d, a defender %d", i+1, d.Result.Contract, sat, -d.Result.PerSeat)
		}
	}
	data, _ := json.Marshal(m)
	var back Sitting
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if back.State() != m.State() || len(back.PersonTotals()) != 5 || back.PersonTotals()[4] != m.PersonTotals()[4] {
		t.Error("five-person sitting does not read back")
	}
	if m.SeatOfPerson(m.SittingOut()) != NoSeat || m.PersonOfSeat(0) != (m.SittingOut()+1)%5 {
		t.Error("seat and person mapping")
	}
	if v := m.PersonView(m.SittingOut()); v.Seat() != NoSeat {
		t.Error("the dealer sitting out does not get the public view")
	}
}

func TestProfileJSON(t *testing.T) {
	for _, p := range Presets() {
		data, err := json.Marshal(Profile{Name: p.German, Rules: p.Rules})
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseProfile(data)
		if err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		if back.Rules != p.Rules || back.Name != p.German {
			t.Errorf("%s: reads back as %+v", data, back)
		}
	}
	p, err := ParseProfile([]byte(`{"format":1,"name":"Turnier","players":4,"options":["COUNT_PAIRS","HALBE"],"scoring":"CEGO_ONLINE_VALUES","specials":"CEGO_ONLINE"}`))
	if err != nil {
		t.Fatal(err)
	}
	if want := (Rules{Players: 4, CountPairs: true, Halbe: true, Scoring: CegoOnlineValues, Specials: SpecialsCegoOnline}); p.Rules != want {
		t.Errorf("got %+v", p.Rules)
	}
	sm, _ := Preset("SCHWARZWALDMEISTERSCHAFT")
	data, _ := json.Marshal(Profile{Name: "SM", Rules: sm})
	want := `{"format":1,"name":"SM","players":4,"options":["COUNT_PAIRS","HALBE","GEGENSOLO_VERSTEIGERUNG","ZWEI_LEERE_TRUMPFABWURF","ZWEI_VERSCHIEDENE_TRUMPFABWURF","SM_ROUNDING"],"scoring":"CEGO_ONLINE_VALUES"}`
	if string(data) != want {
		t.Errorf("SM profile:\n%s\nwant\n%s", data, want)
	}
	for in, wantErr := range map[string]string{
		`{"format":1,"players":3,"options":["COUNT_PAIRS"]}`:                      "cannot be played by three",
		`{"format":1,"options":["COUNT_PAIR"]}`:                                   `unknown option "COUNT_PAIR"`,
		`{"format":1,"options":["3P_OHNE_RAEUBER"]}`:                              "three-player options",
		`{"format":1,"options":["PFLICHTSOLO","SCHINDEN"]}`:                       "contradict",
		`{"format":1,"options":["GEGENSOLO_GEHALTEN","GEGENSOLO_VERSTEIGERUNG"]}`: "contradict",
		`{"format":1,"options":["DRESCHER"],"specials":"PARLETT"}`:                "column has none",
		`{"format":1,"specials":"BADEN"}`:                                         "unknown special-game column",
		`{"format":1,"scoring":"CENTS"}`:                                          "unknown scoring",
		`{"format":1,"option":["HALBE"]}`:                                         "unknown field",
		`{"format":2}`:                                                            "newer version",
		`{"name":"x"}`:                                                            "format version missing",
		`{"format":1,"options":["HALBE","HALBE"]}`:                                "twice",
		`{"format":1,"players":5}`:                                                "3 or 4",
	} {
		_, err := ParseProfile([]byte(in))
		if err == nil || !strings.Contains(err.Error(), wantErr) {
			t.Errorf("%s: error %v, want %q", in, err, wantErr)
		}
	}
}

// Every option has its names and explanations, and switches by its ID.
func TestOptionTable(t *testing.T) {
	seen := map[string]bool{}
	for _, o := range Options() {
		if o.ID == "" || o.German == "" || o.DE == "" || o.EN == "" || seen[o.ID] {
			t.Errorf("incomplete or repeated option %+v", o)
		}
		seen[o.ID] = true
		r := Rules{Players: 4}
		if o.Players == 3 {
			r.Players = 3
		}
		if err := r.SetOption(o.ID, true); err != nil {
			t.Fatal(err)
		}
		if on, _ := r.Option(o.ID); !on || len(r.OptionIDs()) != 1 || r.OptionIDs()[0] != o.ID {
			t.Errorf("%s does not switch on alone: %v", o.ID, r.OptionIDs())
		}
		if err := r.Validate(); err != nil {
			t.Errorf("%s alone: %v", o.ID, err)
		}
		if o.HouseValue != strings.Contains(o.EN, "house value") {
			t.Errorf("%s: house value not said in the explanation", o.ID)
		}
	}
	for _, id := range []string{"STICHEINSICHT", "ACHTFACH", "GSTIESS_GIBT_AB"} {
		if _, err := (Rules{}).Option(id); err == nil {
			t.Errorf("%s should not be a switch", id)
		}
	}
	for _, tab := range SpecialTables() {
		r := Rules{Specials: tab.Table}
		if err := r.Validate(); err != nil {
			t.Errorf("%s: %v", tab.ID, err)
		}
		if tab.Ultimo < 0 && r.Offers(Ultimo) {
			t.Errorf("%s offers Ultimo without a value", tab.ID)
		}
	}
}
