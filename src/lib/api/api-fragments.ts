import { graphql } from 'gatsby';

/**
 * GraphQL fragments of the API templates (Gatsby makes fragments global).
 * Kept out of the page templates, which may only export the page and its query.
 */
export const apiFragments = graphql`
  fragment ApiTokenFields on ApiToken {
    text
    kind
    ref
  }
  fragment ApiDocPartFields on ApiDocPart {
    kind
    text
    ref
  }
  fragment ApiTypeParameterFields on ApiTypeParameter {
    name
    constraint {
      ...ApiTokenFields
    }
    defaultType {
      ...ApiTokenFields
    }
    description {
      ...ApiDocPartFields
    }
  }
  fragment ApiSignatureFields on ApiSignature {
    code {
      ...ApiTokenFields
    }
    typeParameters {
      ...ApiTypeParameterFields
    }
    parameters {
      name
      optional
      rest
      defaultValue
      type {
        ...ApiTokenFields
      }
      description {
        ...ApiDocPartFields
      }
    }
    returnType {
      ...ApiTokenFields
    }
    returns {
      ...ApiDocPartFields
    }
    throws {
      ...ApiDocPartFields
    }
  }
`;
