import java.util.HashMap;
import java.util.Map;
import org.pcmemu.models.Bound;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.BspProcessor;
import org.pcmemu.models.bsp.BspProgram;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPProgram;

/**
 * All-reduce by recursive doubling: every processor ends with the sum of all ids, 0 + 1 + ... +
 * (P - 1), and checks it. One class, two models: {@code run(LogPProcessor)} for logp and postal,
 * {@code run(BspProcessor)} for bsp. Any P >= 1.
 *
 * <pre>
 *   m = the largest power of two <= P, k = log2 m, r = P - m
 *
 *   fold      processor m+j sends its id to j (j < r)            only when P is not a power of two
 *   round i   x exchanges its partial sum with x XOR 2^i         i = 0 .. k-1, x < m
 *             (P = 8: 0<->1 2<->3 ..., then 0<->2 1<->3 ..., then 0<->4 1<->5 ...)
 *   unfold    j sends the total back to m+j (j < r)              only when P is not a power of two
 * </pre>
 *
 * Additions are not charged (no compute call): the cost is communication only.
 *
 * <p>LogP cost (LogP paper §3; docs/models.md "LogP"), d = L + 2o, G = max(g, d):
 * <ul>
 * <li>P a power of two: d + (k - 1) G (0 for P = 1). Round 1 sends at 0, its datum is usable at d.
 *     Each later round sends at max(end of the round before, last send + g), and its reception
 *     starts at max(arrival, last reception + g): both move by exactly G a round, so every
 *     processor ends round i at d + (i - 1) G.
 * <li>otherwise: 2d + k G. The fold ends at d (received at L + o, usable at d); a processor with no
 *     fold partner idles until d, so that no round-1 message arrives at j before its fold message
 *     (receive() takes messages in order of arrival). The k rounds then take G each, as above (a
 *     folded processor's last reception was at L + o, which with the gap g gives the same G), and
 *     the unfold adds d: the send starts at the end of round k (g after round k's send) and the
 *     datum is usable d later.
 * </ul>
 * Every round is G >= L + 2o after the one before, so at most one message is ever in transit to a
 * processor: no send stalls under the capacity ceil(L/g).
 *
 * <p>BSP cost (Bsp.java, CostConvention): every round is one superstep in which each processor
 * sends and receives at most one word, an h-relation with h = 1, so it costs
 * {@code superstepCost(0, 1)}: max(L, g) under the default convention, g + L under sum. The
 * reading of the last messages is a final superstep with no work and no sends, which is free.
 * Total: k supersteps for a power of two, k + 2 (fold, k rounds, unfold) otherwise.
 *
 * <pre>
 *   ./pcmemu compare custom examples/custom/AllReduce.java --P 64 --machine logp --machine postal --machine bsp
 * </pre>
 */
public final class AllReduce implements LogPProgram, BspProgram {

    @Override
    public void run(LogPProcessor p) {
        int P = p.processors();
        int x = p.id();
        int m = Integer.highestOneBit(P);
        int r = P - m;
        long total = (long) P * (P - 1) / 2;
        if (x >= m) {                                   // folded into x - m: send, then wait for the total
            p.send(x - m, (long) x);
            check(x, (Long) p.receive().payload(), total);
            return;
        }
        long sum = x;
        if (x < r) {
            sum += (Long) p.receive().payload();         // the fold: the only message before round 1
        } else if (r > 0) {
            LogP model = p.model();
            p.idleUntil(model.L() + 2 * model.o());      // round 1 starts when the fold ends
        }
        Map<Integer, Long> early = new HashMap<>();      // a partner's sum that came before it was due
        for (int bit = 1; bit < m; bit <<= 1) {
            int partner = x ^ bit;
            p.send(partner, sum);
            sum += receiveFrom(p, partner, early);
        }
        if (x < r) {
            p.send(x + m, sum);
        }
        check(x, sum, total);
    }

    /* The payload of partner's message; messages from others that come first are kept for later. */
    private static long receiveFrom(LogPProcessor p, int partner, Map<Integer, Long> early) {
        Long kept = early.remove(partner);
        if (kept != null) {
            return kept;
        }
        while (true) {
            var message = p.receive();
            if (message.from() == partner) {
                return (Long) message.payload();
            }
            early.put(message.from(), (Long) message.payload());
        }
    }

    @Override
    public void run(BspProcessor p) {
        int P = p.processors();
        int x = p.id();
        int m = Integer.highestOneBit(P);
        int r = P - m;
        long total = (long) P * (P - 1) / 2;
        if (x >= m) {
            p.send(x - m, (long) x);
            p.syncUntilMessage();                       // asleep through the k rounds
            check(x, (Long) p.messages().get(0).payload(), total);
            return;
        }
        long sum = x;
        if (r > 0) {
            p.sync();                                   // the fold superstep
            if (x < r) {
                sum += (Long) p.messages().get(0).payload();
            }
        }
        for (int bit = 1; bit < m; bit <<= 1) {
            p.send(x ^ bit, sum);
            p.sync();
            sum += (Long) p.messages().get(0).payload(); // one message: from the partner
        }
        if (x < r) {
            p.send(x + m, sum);
            p.sync();                                   // the unfold superstep
        }
        check(x, sum, total);
    }

    private static void check(int x, long sum, long total) {
        if (sum != total) {
            throw new IllegalStateException("processor " + x + " has the sum " + sum + ", not " + total);
        }
    }

    @Override
    public Bound bound(LogP machine) {
        int P = machine.P();
        int k = Integer.numberOfTrailingZeros(Integer.highestOneBit(P));
        long d = machine.L() + 2 * machine.o();
        long G = Math.max(machine.g(), d);
        if (P == 1) {
            return Bound.equals(0, "one processor: nothing to send");
        }
        if (Integer.bitCount(P) == 1) {
            return Bound.equals(d + (k - 1) * G, "d + (log2 P - 1) max(g, d), d = L + 2o (LogP paper §3)");
        }
        return Bound.equals(2 * d + k * G, "fold d + k rounds of max(g, d) + unfold d, d = L + 2o (LogP paper §3)");
    }

    @Override
    public Bound bound(Bsp machine) {
        int P = machine.p();
        int k = Integer.numberOfTrailingZeros(Integer.highestOneBit(P));
        int supersteps = Integer.bitCount(P) == 1 ? k : k + 2;
        return Bound.equals(supersteps * machine.superstepCost(0, 1),
                supersteps + " supersteps of a 1-relation (Bsp.superstepCost)");
    }
}
