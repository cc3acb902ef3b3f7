//! A game's random stream: every draw the generator makes, from raw words of ChaCha8, so that
//! a game depends only on the seed, its index and its rules, on every platform.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

/// A game's random stream, with the sampling the generator needs, all from raw words.
#[derive(Clone)]
pub(super) struct Dice(ChaCha8Rng);

impl Dice {
    /// The stream `stream` of the key made from `seed`.
    pub(super) fn new(seed: u64, stream: u64) -> Self {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        key[8..16].copy_from_slice(b"broadsid");
        let mut rng = ChaCha8Rng::from_seed(key);
        rng.set_stream(stream);
        Dice(rng)
    }

    /// A new stream drawn from this one.
    pub(super) fn fork(&mut self) -> Self {
        let mut key = [0u8; 32];
        for chunk in key.chunks_mut(8) {
            chunk.copy_from_slice(&self.0.next_u64().to_le_bytes());
        }
        Dice(ChaCha8Rng::from_seed(key))
    }

    /// A number below `n` (which must not be 0), without bias (Lemire's method).
    pub(super) fn below(&mut self, n: usize) -> usize {
        let n = n as u64;
        loop {
            let m = u128::from(self.0.next_u64()) * u128::from(n);
            if (m as u64) >= n.wrapping_neg() % n {
                return (m >> 64) as usize;
            }
        }
    }

    /// True with probability `p`.
    pub(super) fn chance(&mut self, p: f64) -> bool {
        ((self.0.next_u64() >> 11) as f64) < p * (1u64 << 53) as f64
    }

    /// Shuffles `items` (Fisher–Yates).
    pub(super) fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }

    /// One of `items`, which must not be empty.
    pub(super) fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    pub(super) fn dice_are_uniform_enough_and_stable() {
        let mut d = Dice::new(7, 0);
        let mut counts = [0u32; 3];
        for _ in 0..3000 {
            counts[d.below(3)] += 1;
        }
        assert!(counts.iter().all(|&c| (900..1100).contains(&c)), "{counts:?}");
        let a: Vec<usize> = (0..5).map(|_| Dice::new(1, 2).below(1000)).collect();
        assert!(a.windows(2).all(|w| w[0] == w[1]));
    }
}
