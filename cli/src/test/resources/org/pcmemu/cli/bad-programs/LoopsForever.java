// Bad program: processor 0 spins in while (true) {} without calling the processor API; the others end at once.
import org.pcmemu.models.logp.LogPProcessor;
import org.pcmemu.models.logp.LogPProgram;

public final class LoopsForever implements LogPProgram {

    @Override
    public void run(LogPProcessor p) {
        if (p.id() == 0) {
            while (true) {
            }
        }
    }
}
