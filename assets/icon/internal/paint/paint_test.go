package paint

import "testing"

// The corners are transparent, the tile opaque and the 21 reads as dark ink
// on a light card even at 32 px.
func TestIconShape(t *testing.T) {
	for _, size := range []int{32, 512} {
		img := Icon(size)
		at := func(fx, fy float64) (r, g, b, a uint8) {
			i := img.PixOffset(int(fx*float64(size)), int(fy*float64(size)))
			p := img.Pix[i : i+4]
			return p[0], p[1], p[2], p[3]
		}
		if _, _, _, a := at(0.01, 0.01); a != 0 {
			t.Errorf("%d px: corner alpha %d, want 0", size, a)
		}
		if _, _, _, a := at(0.5, 0.1); a != 0xff {
			t.Errorf("%d px: tile alpha %d, want 255", size, a)
		}
		dark, light := 0, 0
		for y := size * 36 / 100; y < size*58/100; y++ {
			for x := size * 35 / 100; x < size*65/100; x++ {
				i := img.PixOffset(x, y)
				switch l := (int(img.Pix[i]) + int(img.Pix[i+1]) + int(img.Pix[i+2])) / 3; {
				case l < 90:
					dark++
				case l > 200:
					light++
				}
			}
		}
		if dark == 0 || light == 0 || dark > 2*light {
			t.Errorf("%d px: the 21 has %d dark and %d light pixels", size, dark, light)
		}
	}
}
