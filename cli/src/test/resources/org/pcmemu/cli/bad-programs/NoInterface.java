// Bad program: implements none of LogPProgram, BspProgram, HPramProgram, DBspProgram.
import org.pcmemu.models.logp.LogPProcessor;

public final class NoInterface {

    public void run(LogPProcessor p) {
        p.compute(1);
    }
}
