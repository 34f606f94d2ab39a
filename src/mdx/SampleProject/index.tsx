import React from 'react';
import { translate } from '../../lib/translate';
import SmartLink from '../../theme/SmartLink';
import ProjectActions from '../ProjectActions';
import * as styles from './styles.module.css';

/**
 * "Open in StackBlitz" and "Download project" under a guide sample that is a
 * whole runnable component (`<SampleProject name="DeleteButton" />` after its
 * `<ExampleSource>`): the project mounts it in an app of its own
 * (src/guides/sample-apps/<name>.tsx), built with the site by src/node/example-project.
 * What the project holds is said once, on the plain examples page, which the link names.
 */
export default function SampleProject({ name }: { name: string }) {
  // The id as guideSampleProjectId writes it, spelled out so the page's own JavaScript does not grow.
  return (
    <ProjectActions id={`guides/${name}`} name={name} className={styles.below}>
      <SmartLink href="/docs/examples/plain#how-the-demos-work" className={styles.about}>
        {translate({ id: 'examples.project.about', message: 'What the project holds' })}
      </SmartLink>
    </ProjectActions>
  );
}
