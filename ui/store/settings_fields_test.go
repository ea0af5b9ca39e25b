package store

import (
	"reflect"
	"strings"
	"testing"
)

// TestEverySettingIsRead is the cause of #33 item 3: a field of Settings
// that decodeSettingsFields does not name is kept as a newer version's
// field and never read, so a restarted program had no joined table (an
// empty Join dialog, no way back to the seat) and no hosted table.
func TestEverySettingIsRead(t *testing.T) {
	ty := reflect.TypeFor[Settings]()
	for i := range ty.NumField() {
		tag := ty.Field(i).Tag.Get("json")
		if tag == "" || tag == "-" {
			continue
		}
		if name, _, _ := strings.Cut(tag, ","); settingNames[name].String() == "" {
			t.Errorf("the settings file's field %q (Settings.%s) is not read back: settingNames has no name for it", name, ty.Field(i).Name)
		}
	}
}

// TestNetworkTablesSurviveARestart saves the joined and the hosted table
// and the automatic call, and reads them back as a program started again.
func TestNetworkTablesSurviveARestart(t *testing.T) {
	st := newTestStore(t)
	s := Defaults()
	s.AutoPassSingle = true
	s.Table = &JoinedTable{Addr: "127.0.0.1:47474", Code: "ABCDEF", Name: "Grete", Token: "tok", Seated: true,
		Fingerprint: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"}
	s.Hosted = &HostedTable{Code: "GHJKLM", Tokens: []string{"", "t1", ""}, Names: []string{"Hans", "Grete", "Anna"}}
	if err := st.SaveSettings(s); err != nil {
		t.Fatal(err)
	}
	got, p := st.LoadSettings()
	if p != nil {
		t.Fatalf("problem: %v", p.Message())
	}
	if !got.AutoPassSingle {
		t.Error("autoPassSingle was not read back")
	}
	if got.Table == nil || *got.Table != *s.Table {
		t.Errorf("the joined table read back is %+v, saved %+v", got.Table, s.Table)
	}
	if got.Hosted == nil || !reflect.DeepEqual(*got.Hosted, *s.Hosted) {
		t.Errorf("the hosted table read back is %+v, saved %+v", got.Hosted, s.Hosted)
	}
}
